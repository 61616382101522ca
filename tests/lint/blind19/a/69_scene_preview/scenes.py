SCENES = {
    "sandbox": {"n_particles": 64, "gravity": -9.81, "restitution": 0.3},
    "moon": {"n_particles": 96, "gravity": -1.62, "restitution": 0.6},
    "pinball": {"n_particles": 32, "gravity": -4.0, "restitution": 0.95},
}
