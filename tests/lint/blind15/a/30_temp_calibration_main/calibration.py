import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax
from scipy.optimize import minimize_scalar


class TemperatureScaler(eqx.Module):
    temperature: jax.Array

    def __call__(self, logits):
        return logits / self.temperature


@eqx.filter_jit
def calibration_nll(scaler, logits, labels):
    return optax.softmax_cross_entropy_with_integer_labels(scaler(logits), labels).mean()


def fit_temperature(logits, labels, bounds=(0.05, 10.0)):
    def objective(t):
        return float(calibration_nll(TemperatureScaler(jnp.asarray(t, jnp.float32)), logits, labels))

    result = minimize_scalar(objective, bounds=bounds, method="bounded", options={"xatol": 1e-2})
    return TemperatureScaler(jnp.asarray(result.x, jnp.float32)), result.nfev


def expected_calibration_error(probs, labels, bins=10):
    conf = probs.max(-1)
    correct = probs.argmax(-1) == labels
    edges = np.linspace(0, 1, bins + 1)
    ece = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        sel = (conf > lo) & (conf <= hi)
        if sel.any():
            ece += sel.mean() * abs(correct[sel].mean() - conf[sel].mean())
    return ece
