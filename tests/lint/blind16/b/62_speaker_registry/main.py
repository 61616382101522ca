import jax
import numpy as np

from embedder import FRAMES, N_MELS, init_params
from registry import SpeakerRegistry


def main():
    rng = np.random.default_rng(0)
    registry = SpeakerRegistry(init_params(jax.random.PRNGKey(0)))
    enrollment = {"ana": 3, "bo": 5, "chen": 2, "dara": 3, "eli": 4}
    for name, n_utts in enrollment.items():
        utts = [rng.standard_normal((FRAMES, N_MELS)).astype(np.float32) for _ in range(n_utts)]
        registry.enroll(name, utts)
    probe = rng.standard_normal((FRAMES, N_MELS)).astype(np.float32)
    print({name: registry.verify(name, probe) for name in enrollment})


if __name__ == "__main__":
    main()
