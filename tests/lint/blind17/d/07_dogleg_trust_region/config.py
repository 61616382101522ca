TRUST_REGION = {
    "initial_radius": 1,
    "max_radius": 8,
    "eta": 0.1,
    "max_iter": 10,
}
