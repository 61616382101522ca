import numpy as np
import jax.numpy as jnp

from model import init_trf, gd_step

N_LAGS, N_CH, N_T = 16, 8, 600


def speech_envelope_data(seed=0):
    rng = np.random.default_rng(seed)
    env = np.abs(rng.normal(size=N_T)).astype(np.float32)
    lagged = np.stack([np.roll(env, k) for k in range(N_LAGS)], axis=1)
    true_k = rng.normal(scale=0.5, size=(N_LAGS, N_CH))
    eeg = lagged @ true_k + 0.3 + rng.normal(scale=0.5, size=(N_T, N_CH))
    return jnp.asarray(lagged), jnp.asarray(eeg.astype(np.float32))


def main():
    X, Y = speech_envelope_data()
    params = init_trf(N_LAGS, N_CH)
    lr = jnp.float32(0.05)
    for it in range(8):
        params, loss = gd_step(params, X, Y, lr)
    print(f"final mse {float(loss):.4f}, offset {float(params['offset']):.3f}")


if __name__ == "__main__":
    main()
