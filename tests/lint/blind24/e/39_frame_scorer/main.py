from flax import nnx

from model import FrameScorer, score_frames
from uploads import sample_frames


def main():
    model = FrameScorer(nnx.Rngs(0))
    for name, frames in sample_frames():
        s = score_frames(model, frames)
        print(name, frames.shape[1:3], round(float(s.max()), 3))


if __name__ == "__main__":
    main()
