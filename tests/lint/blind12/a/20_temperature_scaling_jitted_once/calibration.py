import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize


def calibration_nll(log_temperature, logits, labels):
    scaled = logits / jnp.exp(log_temperature[0])
    logp = jax.nn.log_softmax(scaled, axis=-1)
    return -jnp.take_along_axis(logp, labels[:, None], axis=-1).mean()


_nll_and_grad = jax.jit(jax.value_and_grad(calibration_nll))


def fit_temperature(logits, labels, init_temperature=1.0):
    logits = jnp.asarray(logits)
    labels = jnp.asarray(labels)

    def objective_and_gradient(x):
        value, grad = _nll_and_grad(jnp.asarray(x, dtype=jnp.float32), logits, labels)
        return float(value), np.asarray(grad, dtype=np.float64)

    result = optimize.minimize(objective_and_gradient, x0=np.array([np.log(init_temperature)]), jac=True,
                               method="BFGS", options={"maxiter": 5})
    return float(np.exp(result.x[0])), result
