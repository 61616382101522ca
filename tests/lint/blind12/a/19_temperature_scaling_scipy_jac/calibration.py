import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize


def calibration_nll(log_temperature, logits, labels):
    scaled = logits / jnp.exp(log_temperature[0])
    logp = jax.nn.log_softmax(scaled, axis=-1)
    return -jnp.take_along_axis(logp, labels[:, None], axis=-1).mean()


def fit_temperature(logits, labels, init_temperature=1.0):
    logits = jnp.asarray(logits)
    labels = jnp.asarray(labels)

    def objective(x):
        return float(calibration_nll(jnp.asarray(x, dtype=jnp.float32), logits, labels))

    def gradient(x):
        grad_fn = jax.jit(jax.grad(calibration_nll))
        return np.asarray(grad_fn(jnp.asarray(x, dtype=jnp.float32), logits, labels), dtype=np.float64)

    result = optimize.minimize(objective, x0=np.array([np.log(init_temperature)]), jac=gradient,
                               method="BFGS", options={"maxiter": 5})
    return float(np.exp(result.x[0])), result
