def read_temperatures():
    return [8, 8.5, 9, 9.5, 10, 11, 11.5, 12, 12.5, 13]
