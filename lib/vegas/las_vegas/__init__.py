"""Las Vegas (Rüdiger Dorn, 2012): dice, six casinos, banknotes, four rounds."""
