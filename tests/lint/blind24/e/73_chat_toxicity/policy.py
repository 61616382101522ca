REGION_TEMPERATURE = {"us": 1.0, "de": 0.8, "jp": 1.3, "br": 1.0}
