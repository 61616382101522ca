import numpy as np

from club import Club
from rating import apply_results

WEEKS = [
    ([("ana", "ben"), ("cho", "dev")], [1.0, 0.5]),
    ([("ana", "cho"), ("ben", "dev")], [0.0, 1.0]),
    ([("ana", "dev"), ("ben", "cho")], [0.5, 0.0]),
    ([("eli", "ana"), ("ben", "cho")], [0.0, 1.0]),
    ([("eli", "ben"), ("cho", "dev")], [1.0, 0.5]),
    ([("fay", "eli"), ("ana", "dev")], [0.5, 1.0]),
]
NEWCOMERS = {3: "eli", 5: "fay"}


def main():
    club = Club(["ana", "ben", "cho", "dev"])
    for week, (pairings, scores) in enumerate(WEEKS):
        if week in NEWCOMERS:
            club.join(NEWCOMERS[week])
        club.ratings = np.array(apply_results(club.ratings, club.encode_week(pairings, scores)))
        print(week, club.table())


if __name__ == "__main__":
    main()
