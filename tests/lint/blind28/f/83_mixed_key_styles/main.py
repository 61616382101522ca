import numpy as np

from pipelines import train_pipeline, tta_pipeline


def main():
    rng = np.random.default_rng(0)
    clips = rng.normal(size=(4, 24, 21, 3)).astype(np.float32)
    aug = train_pipeline(clips)
    views = tta_pipeline(clips[0])
    print(len(aug), len(views), [float((v != 0).mean()) for v in views])


if __name__ == "__main__":
    main()
