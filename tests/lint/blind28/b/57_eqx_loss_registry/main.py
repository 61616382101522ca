import equinox as eqx
import jax
import numpy as np

from losses import LOSSES
from train import opt, cheat_train_step

CONFIG = {"loss": "focal", "epochs": 3, "batch": 50}


def main():
    rng = np.random.default_rng(0)
    # rare positives: 5% of accounts later banned for cheating
    x = rng.normal(size=(400, 10)).astype(np.float32)
    y = (rng.random(400) < 0.05).astype(np.float32)
    model = eqx.nn.MLP(10, 1, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(CONFIG["epochs"]):
        for i in range(0, 400, CONFIG["batch"]):
            model, opt_state, loss = cheat_train_step(model, opt_state, x[i:i + 50], y[i:i + 50],
                                                      LOSSES[CONFIG["loss"]])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
