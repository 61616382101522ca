import jax.numpy as jnp
import numpy as np

from model import bias_correct_step
from schedule import StepDecay


def main():
    rng = np.random.default_rng(0)
    hours = np.arange(240)
    nwp = (12 + 5 * np.sin(2 * np.pi * hours / 24) + rng.normal(0, 1, 240)).astype(np.float32)
    obs = (0.8 + 0.95 * nwp + 0.5 * np.sin(2 * np.pi * hours / 24)).astype(np.float32)
    sched = StepDecay()
    coef = jnp.zeros(3)
    for step in range(40):
        coef, loss = bias_correct_step(coef, nwp, obs, sched(step))
    print(np.round(np.asarray(coef), 3), float(loss))


if __name__ == "__main__":
    main()
