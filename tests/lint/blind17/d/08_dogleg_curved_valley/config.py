TRUST_REGION = {
    "initial_radius": 1.0,
    "max_radius": 8.0,
    "eta": 0.1,
    "max_iter": 10,
}
