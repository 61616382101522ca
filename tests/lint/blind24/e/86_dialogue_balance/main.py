from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

MAX_CAST = 8


@partial(jax.jit, static_argnames=("num_speakers",))
def dialogue_balance(durations, speaker_ids, num_speakers):
    total = jax.ops.segment_sum(durations, speaker_ids, num_segments=num_speakers)
    share = total / jnp.maximum(total.sum(), 1e-6)
    entropy = -jnp.sum(jnp.where(share > 0, share * jnp.log(share), 0.0))
    return total, entropy


class Episode:
    def __init__(self, number, n_cues=80):
        rng = np.random.default_rng(number)
        self.cast = 3 + number % 4
        self.speakers = rng.integers(0, self.cast, n_cues).astype(np.int32)
        self.durations = rng.uniform(0.8, 4.5, n_cues).astype(np.float32)

    def balance(self):
        total, entropy = dialogue_balance(self.durations, self.speakers, num_speakers=MAX_CAST)
        return np.asarray(total)[: self.cast], float(entropy)


def main():
    for ep in range(1, 7):
        totals, h = Episode(ep).balance()
        print(f"ep{ep}: {len(totals)} speakers, entropy {h:.3f}")


if __name__ == "__main__":
    main()
