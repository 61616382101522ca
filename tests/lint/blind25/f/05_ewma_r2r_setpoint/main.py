import jax
import jax.numpy as jnp
import numpy as np

# Run-to-run EWMA control of etch depth (nm) via etch time (s)
GAIN = 2.4  # nm per second, nominal process gain


@jax.jit
def ewma_update(offset, measured, recipe_time, target, lam):
    predicted = GAIN * recipe_time + offset
    offset = lam * (measured - GAIN * recipe_time) + (1 - lam) * offset
    next_time = (target - offset) / GAIN
    return offset, next_time, measured - predicted


def chamber_response(t, lot, rng):
    drift = 0.35 * lot
    return 2.55 * t - 4.0 + drift + rng.normal(0, 0.8)


def main():
    rng = np.random.default_rng(7)
    recipe_targets = [120, 120, 120, 122.5, 122.5, 125, 125, 125]
    offset = jnp.float32(0.0)
    t = jnp.float32(50.0)
    for lot, target in enumerate(recipe_targets):
        measured = chamber_response(float(t), lot, rng)
        offset, t, err = ewma_update(offset, jnp.float32(measured), t, target, 0.3)
        print(f"lot {lot} target {target} measured {measured:.1f} next time {float(t):.2f}s")


if __name__ == "__main__":
    main()
