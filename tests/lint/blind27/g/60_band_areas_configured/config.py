SETTINGS = {
    "bands": [28, 61, 90],   # band centres (index) for glucose, fructose, ethanol
    "half_width": 3,
}
