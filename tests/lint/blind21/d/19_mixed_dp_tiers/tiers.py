from dataclasses import dataclass


@dataclass
class ClientTier:
    cid: int
    private: bool


def build_tiers(num_clients):
    # regulated institutions require local DP; the others train non-privately
    return [ClientTier(cid, private=(cid % 3 == 0)) for cid in range(num_clients)]
