class Label:
    def __init__(self, font, text="", color=0xFFFFFF, scale=1, background_color=None, anchor_point=None,
                 anchored_position=None, line_spacing=1.0):
        self.text = text
        self.color = color
        self.anchored_position = anchored_position
        self.hidden = False
