import numpy as np
import jax.numpy as jnp

from features import day_batch
from model import opt, update


def main():
    rng = np.random.default_rng(3)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(()), "hol": jnp.zeros(())}
    state = opt.init(params)
    for day in range(30):
        batch = day_batch(rng, day)
        params, state, loss = update(params, state, batch)
        if day % 10 == 9:
            print(day, float(loss))


if __name__ == "__main__":
    main()
