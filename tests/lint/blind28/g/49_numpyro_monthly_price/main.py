import numpy as np
import jax

from model import svi, svi_step
from data import monthly_chunks


def main():
    chunks = list(monthly_chunks())
    state = svi.init(jax.random.PRNGKey(0), *chunks[0])
    for sweep in range(3):
        for load, gas, price in chunks:
            for _ in range(20):
                state, loss = svi_step(state, load, gas, price)
        print(sweep, round(float(loss), 2))
    params = svi.get_params(state)
    print({k: np.round(np.asarray(v), 2).tolist() for k, v in params.items() if k.endswith("loc")})


if __name__ == "__main__":
    main()
