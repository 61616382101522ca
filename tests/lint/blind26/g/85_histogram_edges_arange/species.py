# peak-frequency ranges (kHz) and resolution used in the regional bat key
RANGES = {
    "Pipistrellus pipistrellus": (40.0, 52.0),
    "Pipistrellus pygmaeus": (50.0, 60.0),
    "Nyctalus noctula": (17.0, 25.0),
    "Myotis daubentonii": (35.0, 55.0),
}
STEP = 0.5
