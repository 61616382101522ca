import jax

from grain import synth_grain


class GrainPass:
    def __init__(self, show_seed, amount=0.04):
        self.key = jax.random.PRNGKey(show_seed)
        self.amount = amount

    def render(self, frames, first_frame):
        return [synth_grain(f, self.key, first_frame + i, self.amount) for i, f in enumerate(frames)]
