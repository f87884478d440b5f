FONT = None
