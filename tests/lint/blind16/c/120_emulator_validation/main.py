import jax
import jax.numpy as jnp
import optax

from callbacks import ValidationCallback
from model import Emulator
from train import make_train_step


def simulator(theta):
    k = jnp.linspace(0.1, 2.0, 16)
    return theta[:, :1] * jnp.exp(-theta[:, 1:2] * k) + theta[:, 2:3] * jnp.sin(3 * k)


def main():
    key = jax.random.PRNGKey(0)
    theta = jax.random.uniform(key, (256, 3))
    theta_val = jax.random.uniform(jax.random.fold_in(key, 1), (64, 3))
    spectra, spectra_val = simulator(theta), simulator(theta_val)
    model = Emulator()
    params = model.init(key, theta[:1])
    optimizer = optax.adam(3e-3)
    opt_state = optimizer.init(params)
    train_step = make_train_step(model, optimizer)
    callback = ValidationCallback(model, theta_val, spectra_val)
    for epoch in range(6):
        for i in range(4):
            params, opt_state, loss = train_step(params, opt_state, theta[i * 64:(i + 1) * 64], spectra[i * 64:(i + 1) * 64])
        callback.on_epoch_end(epoch, params)
    print("val mse", [round(s, 4) for s in callback.scores])


if __name__ == "__main__":
    main()
