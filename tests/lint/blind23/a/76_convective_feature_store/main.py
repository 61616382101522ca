from model import convective_index
from store import FeatureStore


def main():
    store = FeatureStore()
    for epoch in range(2):
        for day in range(4):
            idx = convective_index(store.get(day))
            print(epoch, day, float(idx.mean()))


if __name__ == "__main__":
    main()
