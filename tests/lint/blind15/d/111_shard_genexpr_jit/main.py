import numpy as np

from pipeline import run


def main():
    cleaned = run(6)
    print(len(cleaned), float(np.mean([c.std() for c in cleaned])))


if __name__ == "__main__":
    main()
