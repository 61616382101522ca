import optax

PHASES = [("general_prep", 1e-2), ("specific_prep", 1e-2), ("competition", 3e-3), ("taper", 3e-3)]


def optimizer_for(lr):
    return optax.adam(lr)
