from diagnostics import global_mean
from grid import open_dataset


def main():
    series = []
    for month in range(8):
        field, grid = open_dataset(month)
        series.append(float(global_mean(field, grid=grid)))
    print([round(v, 2) for v in series])


if __name__ == "__main__":
    main()
