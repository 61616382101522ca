from dataclasses import dataclass


@dataclass
class UEConfig:
    p_tx_dbm: float = 10.0
    p_max_dbm: float = 23.0
    p_min_dbm: float = -40.0
    tpc_step_db: float = 1.0
    target_sinr_db: float = 8.0
