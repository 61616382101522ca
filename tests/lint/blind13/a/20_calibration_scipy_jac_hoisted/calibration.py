import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize


def platt_nll(theta, logits, hits):
    """Binary NLL of sigmoid(a * logit + b) against whether each detection was a true positive."""
    a, b = theta[0], theta[1]
    z = a * logits + b
    return jnp.mean(jnp.logaddexp(0.0, z) - hits * z)


platt_nll_grad = jax.jit(jax.grad(platt_nll))


class PlattCalibrator:
    def __init__(self):
        self.theta = np.array([1.0, 0.0])

    def fit(self, logits, hits, maxiter=20):
        logits = jnp.asarray(logits, jnp.float32)
        hits = jnp.asarray(hits, jnp.float32)

        def objective(theta):
            return float(platt_nll(jnp.asarray(theta, jnp.float32), logits, hits))

        def gradient(theta):
            g = platt_nll_grad(jnp.asarray(theta, jnp.float32), logits, hits)
            return np.asarray(g, dtype=np.float64)

        res = optimize.minimize(objective, self.theta, jac=gradient, method="L-BFGS-B",
                                options={"maxiter": maxiter})
        self.theta = res.x
        return res

    def __call__(self, logits):
        a, b = self.theta
        return 1.0 / (1.0 + np.exp(-(a * logits + b)))
