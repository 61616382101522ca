import jax
import jax.numpy as jnp
import numpy as np

from features import load_speaker_features


def main():
    normalized = {}
    for spk, utts in load_speaker_features():
        stacked = np.concatenate(utts)
        mean, std = stacked.mean(0), stacked.std(0) + 1e-5

        @jax.jit
        def apply_cmvn(feats):
            return (feats - mean) / std

        normalized[spk] = [apply_cmvn(u) for u in utts]
        print(f"{spk}: mean after CMVN {float(jnp.abs(jnp.concatenate(normalized[spk]).mean(0)).max()):.2e}")


if __name__ == "__main__":
    main()
