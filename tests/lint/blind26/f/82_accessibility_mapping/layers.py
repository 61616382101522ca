import numpy as np

AMENITIES = ("parks", "schools", "clinics", "transit")
CITY_LAYERS = {"ashford": ["parks", "schools", "clinics"], "bexley": list(AMENITIES),
               "carlow": ["parks", "clinics"], "dorset": list(AMENITIES)}

def load_stack(city, size=32):
    rng = np.random.default_rng(len(city))
    stack = np.zeros((len(AMENITIES), size, size), np.float32)
    present = np.zeros(len(AMENITIES), np.float32)
    for i, name in enumerate(AMENITIES):
        if name in CITY_LAYERS[city]:
            stack[i] = rng.uniform(size=(size, size)) > 0.97
            present[i] = 1.0
    return stack, present
