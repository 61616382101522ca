import jax
import numpy as np

from model import CarryThreat
from train import fit_step, tx

SMOOTHING = 0.1


def main():
    rng = np.random.default_rng(0)
    carries = rng.normal(size=(64, 5)).astype(np.float32)
    leads_to_shot = (carries[:, 0] + carries[:, 2] > 1.0).astype(np.float32)
    params = CarryThreat(SMOOTHING).init(jax.random.PRNGKey(0), carries[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        module = CarryThreat(SMOOTHING)
        for _ in range(2):
            params, opt_state, loss = fit_step(module, params, opt_state, carries, leads_to_shot)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
