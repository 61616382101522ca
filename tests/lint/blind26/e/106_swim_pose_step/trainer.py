import jax.numpy as jnp
import optax

from steps import make_train_step


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.tx = optax.adam(cfg["lr"])

    def fit(self, X, Y):
        params = {"w": jnp.zeros((X.shape[1], 5)), "b": jnp.zeros(5)}
        opt_state = self.tx.init(params)
        for epoch in range(self.cfg["epochs"]):
            step = make_train_step(self.tx, self.cfg["label_smoothing"])
            for i in range(0, len(X), self.cfg["batch"]):
                params, opt_state, l = step(params, opt_state, X[i:i + self.cfg["batch"]], Y[i:i + self.cfg["batch"]])
            print("epoch", epoch, float(l))
        return params
