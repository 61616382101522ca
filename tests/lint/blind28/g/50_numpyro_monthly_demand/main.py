import numpy as np
import jax

from model import svi, elbo_step
from data import padded_months


def main():
    months = list(padded_months())
    state = svi.init(jax.random.PRNGKey(2), *months[0])
    for sweep in range(3):
        for temp, wkd, valid, load in months:
            for _ in range(20):
                state, loss = elbo_step(state, temp, wkd, valid, load)
        print(sweep, round(float(loss), 2))


if __name__ == "__main__":
    main()
