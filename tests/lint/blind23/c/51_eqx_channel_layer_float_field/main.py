import equinox as eqx
import jax
from model import Autoencoder
from train import opt, ae_step, with_snr

model = Autoencoder(16, 7, jax.random.PRNGKey(0))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(1)
for epoch, snr_db in enumerate([12.0, 10.0, 8.0, 6.0]):
    model = with_snr(model, snr_db)
    for _ in range(3):
        key, k1, k2 = jax.random.split(key, 3)
        labels = jax.random.randint(k1, (128,), 0, 16)
        model, opt_state, loss = ae_step(model, opt_state, labels, k2)
    print(epoch, snr_db, float(loss))
