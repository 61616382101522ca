import jax
import numpy as np
from channel_net import NeuralDetector, mc_error_rate

model = NeuralDetector(jax.random.PRNGKey(0))
snr = np.float32(8.0)
base = jax.random.PRNGKey(42)
rates = []
for trial in range(5):
    rates.append(float(mc_error_rate(model, jax.random.fold_in(base, trial), snr)))
print("error rate per trial", np.round(rates, 4))
