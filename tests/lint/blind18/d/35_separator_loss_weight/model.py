import equinox as eqx
import jax


class ConvSeparator(eqx.Module):
    enc: eqx.nn.Conv1d
    dec: eqx.nn.Conv1d

    def __init__(self, key, n_src=2, ch=8):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Conv1d(1, ch, kernel_size=9, padding=4, key=k1)
        self.dec = eqx.nn.Conv1d(ch, n_src, kernel_size=9, padding=4, key=k2)

    def __call__(self, mix):
        return self.dec(jax.nn.relu(self.enc(mix[None])))
