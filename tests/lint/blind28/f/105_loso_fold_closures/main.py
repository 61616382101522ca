from cv import run_fold
from data import SIGNERS, leave_one_out, signer_data


def main():
    x, y = signer_data()
    accs = []
    for held in range(SIGNERS):
        accs.append(run_fold(*leave_one_out(x, y, held)))
        print("held-out signer", held, accs[-1])
    print("mean", sum(accs) / len(accs))


if __name__ == "__main__":
    main()
