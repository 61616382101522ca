import jax

from .ops import brightness, cutout, hflip, rot90

POLICY = {
    "hflip": hflip,
    "rot90": rot90,
    "brightness": brightness,
    "cutout": cutout,
}

COMPILED_POLICY = {name: jax.jit(fn) for name, fn in POLICY.items()}


def apply_random_op(key, images, rng):
    name = str(rng.choice(sorted(COMPILED_POLICY)))
    return name, COMPILED_POLICY[name](key, images)
