from config import UEConfig


class TPCLoop:
    def __init__(self, cfg: UEConfig):
        self.cfg = cfg
        self.p = cfg.p_tx_dbm

    def command(self, sinr_db):
        c = self.cfg
        step = c.tpc_step_db if sinr_db < c.target_sinr_db else -c.tpc_step_db
        self.p = min(max(self.p + step, c.p_min_dbm), c.p_max_dbm)
        return self.p
