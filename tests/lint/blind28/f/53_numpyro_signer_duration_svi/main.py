import jax.numpy as jnp
import numpy as np

from fit import fit_signer


def signer_sessions(seed=0):
    rng = np.random.default_rng(seed)
    for s in range(4):
        n = int(rng.integers(20, 60))
        yield f"signer{s}", np.log(rng.gamma(4.0, 0.15, size=n)).astype(np.float32)


def main():
    for name, log_dur in signer_sessions():
        params, loss = fit_signer(log_dur)
        print(name, len(log_dur), round(loss, 3), float(params["mu_auto_loc"]))


if __name__ == "__main__":
    main()
