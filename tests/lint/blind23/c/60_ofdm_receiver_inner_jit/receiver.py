import numpy as np
import jax
import jax.numpy as jnp


class OFDMReceiver:
    def __init__(self, n_fft=64, cp=16, pilot_idx=(-21, -7, 7, 21)):
        self.n_fft, self.cp = n_fft, cp
        self.pilot_idx = np.array(pilot_idx) % n_fft

    def demodulate(self, samples, pilot_vals):
        n_fft, cp, pidx = self.n_fft, self.cp, self.pilot_idx

        @jax.jit
        def fft_and_equalize(samples, pilot_vals):
            sym = samples.reshape(-1, n_fft + cp)[:, cp:]
            Y = jnp.fft.fft(sym, axis=1) / jnp.sqrt(n_fft)
            h_p = Y[:, pidx] / pilot_vals
            k = jnp.arange(n_fft)
            h = jnp.stack([jnp.interp(k, jnp.asarray(np.sort(pidx)), jnp.real(hp[np.argsort(pidx)]), period=n_fft)
                           + 1j * jnp.interp(k, jnp.asarray(np.sort(pidx)), jnp.imag(hp[np.argsort(pidx)]), period=n_fft)
                           for hp in h_p])
            return Y / h

        return fft_and_equalize(samples, pilot_vals)
