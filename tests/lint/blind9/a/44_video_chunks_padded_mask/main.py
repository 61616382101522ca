import jax
import numpy as np

from encoder import encode_clip, init_encoder
from video import chunked, decode_frames

CHUNK = 8
VIDEO_LENGTHS = [37, 21, 44, 30, 19]


def main():
    rng = np.random.default_rng(0)
    params = init_encoder(jax.random.PRNGKey(0))
    for vid, n_frames in enumerate(VIDEO_LENGTHS):
        latents = [encode_clip(params, chunk)[:n_valid]
                   for chunk, n_valid in chunked(decode_frames(rng, n_frames), CHUNK)]
        z = np.concatenate([np.asarray(l) for l in latents])
        print(f"video {vid}: {n_frames} frames -> latents {z.shape}")


if __name__ == "__main__":
    main()
