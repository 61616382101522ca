import numpy as np
import jax.numpy as jnp

from data import DoseResponseLoader, make_study
from model import emax_update, optimizer


def main():
    doses, resp = make_study()
    loader = DoseResponseLoader(doses, resp, batch_size=32)
    theta = jnp.array([0.0, 50.0, np.log(20.0), 0.0], dtype=jnp.float32)
    opt_state = optimizer.init(theta)
    for epoch in range(30):
        for d, r, m in loader:
            theta, opt_state, l = emax_update(theta, opt_state, d, r, m)
    print("E0, Emax, EC50, hill:", theta[0], theta[1], jnp.exp(theta[2]), jnp.exp(theta[3]), float(l))


if __name__ == "__main__":
    main()
