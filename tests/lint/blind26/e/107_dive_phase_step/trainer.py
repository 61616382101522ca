import jax.numpy as jnp
import optax

from steps import make_train_step


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.tx = optax.adam(cfg["lr"])
        self.step = make_train_step(self.tx, cfg["label_smoothing"])

    def fit(self, X, Y):
        params = {"w": jnp.zeros((X.shape[1], 5)), "b": jnp.zeros(5)}
        opt_state = self.tx.init(params)
        b = self.cfg["batch"]
        for epoch in range(self.cfg["epochs"]):
            for i in range(0, len(X), b):
                params, opt_state, l = self.step(params, opt_state, X[i:i + b], Y[i:i + b])
            print("epoch", epoch, float(l))
        return params
