import jax

from diffusion import eval_loss


class HoldoutMonitor:
    def __init__(self, wav, mel_up, seed=1234):
        self.wav = wav
        self.mel_up = mel_up
        self.key = jax.random.key(seed)

    def __call__(self, params):
        self.key, sub = jax.random.split(self.key)
        return float(eval_loss(params, self.wav, self.mel_up, sub))
