TRUCK_CLASSES = {
    "CAT793": {"payload_t": 220, "empty_kg": 165000},
    "CAT797": {"payload_t": 363, "empty_kg": 260000},
    "KOM930": {"payload_t": 290.5, "empty_kg": 210000},
}


def payload_for(truck, fill_factor=None):
    p = TRUCK_CLASSES[truck]["payload_t"]
    if fill_factor is not None:
        p = p * fill_factor
    return p
