import numpy as np

from pipeline import TabularPipeline


def main():
    rng = np.random.default_rng(30)
    train = rng.standard_t(df=3, size=(512, 6)).astype(np.float32)
    pipe = TabularPipeline().fit(train)
    shards = np.split(train, 4)
    scaled = pipe.transform_training(shards)
    live = pipe.transform_live(rng.standard_t(df=3, size=(128, 6)).astype(np.float32))
    print("train clipped fraction:", float(np.mean(np.abs(np.concatenate(scaled)) == 4.0)))
    print("live clipped fraction:", float(np.mean(np.abs(live) == 4.0)))


if __name__ == "__main__":
    main()
