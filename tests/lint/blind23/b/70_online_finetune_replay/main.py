import jax.numpy as jnp

from catalog import new_events_per_day
from replay import ReplayBuffer
from update import local_magnitude_update, opt


def main():
    coef = jnp.array([1.0, 1.5, 0.0])
    opt_state = opt.init(coef)
    buffer = ReplayBuffer()
    for day, feats, mag in new_events_per_day():
        buffer.add(feats, mag)
        for _ in range(10):
            f, m = buffer.sample()
            coef, opt_state, l = local_magnitude_update(coef, opt_state, jnp.asarray(f), jnp.asarray(m))
        print(day, len(mag), float(l), [round(float(c), 3) for c in coef])


if __name__ == "__main__":
    main()
