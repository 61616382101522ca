VESSEL = {
    "name": "MV Nordlys",
    "service_speed_kn": 14,
    "design_consumption_t": 38.0,
    "design_speed_kn": 16.0,
}
