from cluster import morse_cluster_energy, random_cluster
from relax import steepest_descent


def main():
    x0 = random_cluster(13)
    x, hist = steepest_descent(morse_cluster_energy, x0)
    print("energy trace", [round(e, 3) for e in hist])


if __name__ == "__main__":
    main()
